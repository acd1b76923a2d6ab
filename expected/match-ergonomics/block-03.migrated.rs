let [a] = &[&42]; // a = &&42
let &[&a] = &[&42]; // a = 42
//[e2024]~^ ERROR reference pattern not allowed
