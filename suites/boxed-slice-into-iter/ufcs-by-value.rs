//@ claim: "Calls to `IntoIterator::into_iter` are *hidden* in editions prior to 2024 when using method call syntax (i.e., `boxed_slice.into_iter()`)"
//@ note: "only method-call syntax is edition-dependent: the path call `IntoIterator::into_iter(b)` yields values in both editions, and `(&b).into_iter()` yields references in both editions; no lint for either (denied here)"
//@ min-rust: 1.80
//@ note: "min-rust 1.80: `IntoIterator for Box<[T]>` exists from Rust 1.80"
//@ run-pass
#![deny(boxed_slice_into_iter)]

fn first_type<I: Iterator>(mut it: I) -> &'static str {
    let _ = it.next();
    std::any::type_name::<I::Item>()
}

fn main() {
    let b: Box<[u32]> = vec![1, 2, 3].into_boxed_slice();
    println!("{}", first_type((&b).into_iter()));
    assert_eq!(first_type((&b).into_iter()), "&u32");
    let by_value = first_type(IntoIterator::into_iter(b));
    println!("{}", by_value);
    assert_eq!(by_value, "u32");
}
