//@ rfc: 3516
//@ source: 3516-public-private-dependencies.md#block-1 sha256:a31635b3717c9b2197437e5b44aa5be500a03f920e2ecc7e21ca9d81fe22311a
//@ section: Guide-level explanation
//@ claim: "The RFC example as written: it needs the crates serde (with derive) and serde_json, so on its own it does not resolve them"
//@ note: "The lint claims of this block are checked by the cargo-level packages block-01-* with local stand-ins for serde and serde_json (nightly, -Zpublic-dependency)."
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
//~^ ERROR E0433
//~| ERROR E0433
pub struct Diagnostic {
    code: String,
    message: String,
    file: std::path::PathBuf,
    span: std::ops::Range<usize>,
}

impl std::str::FromStr for Diagnostic {
    type Err = serde_json::Error;
    //~^ ERROR E0433

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        serde_json::from_str(s)
        //~^ ERROR E0433
    }
}
