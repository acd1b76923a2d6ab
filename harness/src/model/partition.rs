//! A shard of the cells: `--partition hash:K/N` keeps the cells whose name hashes into shard K of
//! N. The hash is SHA-256 of the cell's name (`<suite>/<snippet>::<edition>::<lane>`, or
//! `<suite>/<snippet>::migrate::<lane>` for a migration cell, as `edrift list` and `cargo test`
//! name them), so a cell's shard is the same on every run, machine and platform, and depends on
//! nothing else in the suite: adding a snippet moves no other cell.

use std::fmt;
use std::str::FromStr;

use sha2::{Digest, Sha256};

/// Shard `index` of `count` (1 <= index <= count).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Partition {
    index: u32,
    count: u32,
}

/// The accepted form, for error messages.
pub const PARTITION_FORM: &str = "hash:K/N with 1 <= K <= N, such as hash:1/4";

impl Partition {
    /// Shard `index` of `count`; `None` unless 1 <= index <= count.
    pub fn new(index: u32, count: u32) -> Option<Partition> {
        (1..=count).contains(&index).then_some(Partition { index, count })
    }

    /// K.
    pub fn index(self) -> u32 {
        self.index
    }

    /// N.
    pub fn count(self) -> u32 {
        self.count
    }

    /// The shard (1..=count) that the cell named `name` falls in.
    pub fn shard_of(name: &str, count: u32) -> u32 {
        let digest = Sha256::digest(name.as_bytes());
        let mut first = [0u8; 8];
        first.copy_from_slice(&digest[..8]);
        (u64::from_be_bytes(first) % u64::from(count.max(1))) as u32 + 1
    }

    /// Whether the cell named `name` is in this shard.
    pub fn contains(self, name: &str) -> bool {
        Partition::shard_of(name, self.count) == self.index
    }
}

impl fmt::Display for Partition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "hash:{}/{}", self.index, self.count)
    }
}

impl FromStr for Partition {
    type Err = String;

    /// Parses `hash:K/N`; the error says what is wrong and the accepted form.
    fn from_str(text: &str) -> Result<Partition, String> {
        let Some((scheme, shard)) = text.split_once(':') else {
            return Err(format!("`{text}` is not a partition: expected {PARTITION_FORM}"));
        };
        if scheme != "hash" {
            return Err(format!("unknown partition scheme `{scheme}` in `{text}`: expected {PARTITION_FORM}"));
        }
        let Some((index, count)) = shard.split_once('/') else {
            return Err(format!("`{text}` has no `/N`: expected {PARTITION_FORM}"));
        };
        let number = |part: &str, what: &str| {
            part.trim().parse::<u32>().map_err(|_| format!("{what} `{part}` in `{text}` is not a whole number: expected {PARTITION_FORM}"))
        };
        let (index, count) = (number(index, "K")?, number(count, "N")?);
        if count == 0 {
            return Err(format!("`{text}` has N = 0: there must be at least one shard; expected {PARTITION_FORM}"));
        }
        Partition::new(index, count).ok_or_else(|| format!("`{text}` has K = {index} outside 1..={count}: expected {PARTITION_FORM}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_form_and_rejects_the_rest_with_the_accepted_form() {
        let p: Partition = "hash:3/4".parse().unwrap();
        assert_eq!((p.index(), p.count(), p.to_string()), (3, 4, "hash:3/4".to_string()));
        assert_eq!("hash:1/1".parse::<Partition>().unwrap().to_string(), "hash:1/1");
        for (bad, says) in [
            ("hash:0/4", "K = 0 outside 1..=4"),
            ("hash:5/4", "K = 5 outside 1..=4"),
            ("hash:1/0", "N = 0"),
            ("foo:1/2", "unknown partition scheme `foo`"),
            ("hash:1", "no `/N`"),
            ("hash:a/4", "K `a`"),
            ("hash:1/-4", "N `-4`"),
            ("1/4", "is not a partition"),
            ("", "is not a partition"),
        ] {
            let error = bad.parse::<Partition>().unwrap_err();
            assert!(error.contains(says), "{bad}: {error}");
            assert!(error.contains(PARTITION_FORM), "{bad}: {error}");
        }
    }

    #[test]
    fn every_cell_is_in_exactly_one_shard() {
        for count in 1..=9 {
            for i in 0..500 {
                let name = format!("suite/snippet-{i}::e2021::1.95");
                let owners: Vec<u32> = (1..=count).filter(|&k| Partition::new(k, count).unwrap().contains(&name)).collect();
                assert_eq!(owners, [Partition::shard_of(&name, count)], "{name} in {count} shards");
            }
        }
    }

    #[test]
    fn shards_are_balanced() {
        let names: Vec<String> = (0..4000).map(|i| format!("suite/block-{i:02}::e2024::nightly")).collect();
        for k in 1..=4 {
            let p = Partition::new(k, 4).unwrap();
            let n = names.iter().filter(|n| p.contains(n)).count();
            assert!((900..1100).contains(&n), "shard {k} of 4 holds {n} of 4000");
        }
    }

    /// A fixed assignment (computed independently: Python's `hashlib.sha256(name)`, first 8
    /// bytes big-endian, mod N, plus 1). A change of the hash (or of how names are hashed) moves cells between
    /// machines of a CI matrix that did not change, and must be deliberate.
    #[test]
    fn the_assignment_is_stable() {
        let fixed = [
            ("rfc3498-lifetime-capture/block-01::e2021::1.95", 4, 1),
            ("rfc3498-lifetime-capture/block-01::e2024::1.95", 4, 3),
            ("rfc3498-lifetime-capture/block-01::migrate::1.95", 4, 4),
            ("rfc3617-precise-capturing/block-12::e2024::nightly", 4, 1),
            ("match-ergonomics/guide-01::e2021::1.63", 3, 3),
            ("fake/a::e2021::a", 4, 2),
        ];
        let actual: Vec<_> = fixed.iter().map(|(name, count, _)| (*name, *count, Partition::shard_of(name, *count))).collect();
        assert_eq!(actual, fixed);
    }
}
