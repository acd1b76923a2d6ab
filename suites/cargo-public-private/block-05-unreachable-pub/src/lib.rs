mod private {
    pub struct Foo { pub x: some_dependency::SomeType }
    //~^ ERROR exported_private_dependencies
}
