struct S<'a>(&'a ());
impl<'a> S<'a> {
    fn make(self) -> impl Sized + use<> {}
}

fn is_static<T: 'static>(_: T) {}

fn probe<'a>(s: S<'a>) {
    is_static(s.make());
    //[e2024]~^ ERROR E0521
}
