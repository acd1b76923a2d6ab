fn outer() {
  unsafe {
    #[unsafe(no_mangle)]
    //~^ WARN unsafe_attr_outside_unsafe
    fn write() {}
  }
}
