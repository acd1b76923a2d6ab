let &[ref x, mut y] = &[(), ()]; // x: &(), mut y: ()
//[e2024]~^ ERROR binding modifier not allowed
