/// A decoded GIF image.
pub struct Gif;
