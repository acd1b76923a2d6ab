pub unsafe fn get_unchecked<T>(x: &[T], i: usize) -> &T { unsafe {
  x.get_unchecked(i)
  //[e2024]~^ WARN is unsafe and requires unsafe block
}}
