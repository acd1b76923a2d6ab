pub struct Lazy;
