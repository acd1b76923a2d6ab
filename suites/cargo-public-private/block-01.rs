//@ rfc: 3516
//@ source: 3516-public-private-dependencies.md#block-1 sha256:a31635b3717c9b2197437e5b44aa5be500a03f920e2ecc7e21ca9d81fe22311a
//@ section: Guide-level explanation
//@ verbatim: block-01-public
//@ note: "The RFC example as written needs the crates serde (with derive) and serde_json, which a lone file does not have (E0433). Its claims are checked by the cargo-level packages block-01-* with local stand-ins for serde and serde_json (nightly, -Zpublic-dependency); block-01-public carries the block's claim."
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
pub struct Diagnostic {
    code: String,
    message: String,
    file: std::path::PathBuf,
    span: std::ops::Range<usize>,
}

impl std::str::FromStr for Diagnostic {
    type Err = serde_json::Error;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        serde_json::from_str(s)
    }
}
