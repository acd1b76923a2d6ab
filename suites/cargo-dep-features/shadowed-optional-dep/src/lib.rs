pub fn decode() {}
