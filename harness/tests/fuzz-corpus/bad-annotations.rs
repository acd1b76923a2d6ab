fn main() {}
//~^^^^^ ERROR E0700
//~v
//~| 
//[e2099]~ WARN x
