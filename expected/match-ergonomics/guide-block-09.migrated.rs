let &[&x, ref y] = &[&(), &()]; // x: (), y: &&()
//[e2024]~^ ERROR reference pattern not allowed
