struct Foo<'a, T>(&'a T);
impl<'a, T> Foo<'a, T> {
    fn unit(self) -> impl Sized + use<T> {}
    //[e2021]~^ WARN impl_trait_overcaptures
}
