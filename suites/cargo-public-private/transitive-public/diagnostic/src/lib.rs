#[derive(serde::Serialize)]
pub struct Diagnostic {
    pub code: String,
}
