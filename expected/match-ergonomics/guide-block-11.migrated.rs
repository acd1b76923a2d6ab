let &[ref x, mut y] = &[(), ()];
//[e2024]~^ ERROR binding modifier not allowed
let [x] = &[()];
//[e2024]~^ ERROR binding modifier not allowed
let &[&x, ref y] = &[&(), &()];
//[e2024]~^ ERROR reference pattern not allowed
