#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
//[e2024]~^ ERROR exported_private_dependencies
pub struct Diagnostic {
    code: String,
    message: String,
    file: std::path::PathBuf,
    span: std::ops::Range<usize>,
}

impl std::str::FromStr for Diagnostic {
    type Err = serde_json::Error;
    //[e2024]~^ ERROR exported_private_dependencies

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        serde_json::from_str(s)
    }
}
