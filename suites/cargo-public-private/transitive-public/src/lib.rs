pub fn describe(_value: &dyn serde::Serialize) -> Option<diagnostic::Diagnostic> {
    None
}
