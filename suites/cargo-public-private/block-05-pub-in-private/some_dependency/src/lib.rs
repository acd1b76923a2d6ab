pub struct SomeType;
