pub const VERSION: &str = "1.1.0";
