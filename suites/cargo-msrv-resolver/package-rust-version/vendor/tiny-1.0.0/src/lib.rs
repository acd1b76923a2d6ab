pub const VERSION: &str = "1.0.0";
pub const MINOR: u32 = 0;
