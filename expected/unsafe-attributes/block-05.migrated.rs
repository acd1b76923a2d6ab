fn outer() {
  unsafe {
    #[unsafe(no_mangle)]
    //[e2024]~^ ERROR unsafe attribute used without unsafe
    fn write() {}
  }
}
