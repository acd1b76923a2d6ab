pub const VERSION: &str = "1.0.0";
