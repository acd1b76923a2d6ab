struct Foo<T>(T);
impl<T> Foo<T> {
    fn unit<'a>(&self, _: &'a ()) -> impl Sized + use<T> {}
    //[e2021]~^ WARN impl_trait_overcaptures
}

fn user(s: Foo<u8>) {
    let r = s.unit(&());
    drop(s);
    //[e2024]~^ ERROR E0505
    drop(r);
}
