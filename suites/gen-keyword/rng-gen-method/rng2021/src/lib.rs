pub trait Rng {
    fn gen(&mut self) -> u8;
}

pub struct Counter(pub u8);

impl Rng for Counter {
    fn gen(&mut self) -> u8 {
        self.0 += 1;
        self.0
    }
}
