pub const VERSION: &str = "1.1.0";
pub const MINOR: u32 = 1;
