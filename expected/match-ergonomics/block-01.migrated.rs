let &(ref x, mut y) = &(true, false);
//[e2024]~^ ERROR binding modifier not allowed
let _: (&bool, bool) = (x, y);
