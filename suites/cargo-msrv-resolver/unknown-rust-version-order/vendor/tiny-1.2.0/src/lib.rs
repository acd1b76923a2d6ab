pub const VERSION: &str = "1.2.0";
pub const MINOR: u32 = 2;
