#[cfg(feature = "giffy")]
pub fn decode() -> giffy::Gif {
    giffy::Gif
}
