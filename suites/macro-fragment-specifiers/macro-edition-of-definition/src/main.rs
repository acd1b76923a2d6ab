fn main() {
    let from_2021 = mac2021::example_2021!(const { 1 + 1 });
    let from_2024 = mac2024::example_2024!(const { 1 + 1 });
    println!("{}", from_2021);
    println!("{}", from_2024);
    assert_eq!(from_2021, "const arm (defined in 2021)");
    assert_eq!(from_2024, "expr arm (defined in 2024)");
}
