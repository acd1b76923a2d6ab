pub fn keys() {}
