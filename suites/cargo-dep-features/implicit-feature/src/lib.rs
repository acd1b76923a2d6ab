// Enabled through the implicit feature `giffy` (`--features giffy`).
#[cfg(feature = "giffy")]
pub fn decode() -> giffy::Gif {
    giffy::Gif
}
