//@ rfc: 3550
//@ source: 3550-new-range.md#block-18 sha256:0a84fc88cb40261c43b6db0cb7d39157e30464f842222435da1b8c3fdb429f57
//@ section: Future possibilities
//@ claim: "Future possibilities: an iterator representation for RangeInclusive without an `exhausted` flag"
//@ note: "a plain enum declaration: compiles in both editions"
enum IterRangeInclusiveImpl<Idx> {
    // Used when `end < Idx::MAX`
    // Works like `start..(end + 1)`
    Exclusive { start: Idx, end: Idx },
    // Used when `end == Idx::MAX && start > Idx::MIN`
    // Works like `((start - 1)..end).map(|i| i + 1)`
    ExclusiveOffset { start: Idx, end: Idx },
    // Only used when `start == Idx::MIN` and `end == Idx::MAX`
    // Works like `start..=end` does now
    // No need for `exhausted` flag, uses `start < end` instead
    Inclusive { start: Idx, end: Idx },
}

pub struct IterRangeInclusive<Idx> {
    inner: IterRangeInclusiveImpl<Idx>,
}
