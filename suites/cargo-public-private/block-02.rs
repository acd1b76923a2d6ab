//@ rfc: 3516
//@ source: 3516-public-private-dependencies.md#block-2 sha256:9d9ef9f448859524df8277031773fdb44da2abf41f73022a433f8b20e427ff31
//@ section: Guide-level explanation
//@ claim: "The RFC example as written: besides the missing serde and serde_json crates, `type Err = Error` lacks its semicolon"
//@ note: "The syntax error is annotated without a line (the ? form) because its line differs between releases (1.63 points at `fn`, later releases at the missing `;`); on 1.63 parser recovery also drops the fn body (no E0433 on line 13 of the block, an extra E0046), a genuine old-lane difference. The package block-02-error-wrapper checks the claim with the semicolon added."
//@[e2021] holds-since: 1.65 "parser recovery: on 1.63 the missing semicolon drops the fn body (no E0433 on that line, an extra E0046), 1.85 recovers it; bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (6 probes): the claim fails on 1.64.0 and holds from 1.65.0 on"
//~? ERROR found keyword `fn`
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
    type Err = Error

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        serde_json::from_str(s).map_err(Error)
        //~^ ERROR E0433
    }
}

pub struct Error(serde_json::Error);
//~^ ERROR E0433
