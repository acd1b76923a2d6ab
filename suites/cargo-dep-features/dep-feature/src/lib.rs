// `--features gif` links the optional dependency through `dep:giffy`.
#[cfg(feature = "gif")]
pub fn decode() -> giffy::Gif {
    giffy::Gif
}
