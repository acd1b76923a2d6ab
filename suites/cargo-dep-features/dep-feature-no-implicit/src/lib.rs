#[cfg(feature = "gif")]
pub fn decode() -> giffy::Gif {
    giffy::Gif
}
