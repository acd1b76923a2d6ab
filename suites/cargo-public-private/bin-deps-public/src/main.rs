pub fn show(_value: some_dependency::SomeType) {}

fn main() {
    show(some_dependency::SomeType);
}
