let [x] = &[()]; // x: &()
//[e2024]~^ ERROR binding modifier not allowed
