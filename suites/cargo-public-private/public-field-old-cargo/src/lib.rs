pub fn code(d: &diagnostic::Diagnostic) -> &str {
    &d.code
}
