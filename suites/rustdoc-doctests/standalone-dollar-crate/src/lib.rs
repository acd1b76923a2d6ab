//! ```
//! macro_rules! check {
//!     () => {
//!         $crate::run()
//!     };
//! }
//!
//! fn run() {
//!     if std::panic::Location::caller().file() != "src/lib.rs" {
//!         // Not compiled on its own: combined into the merged doctest binary.
//!         std::process::exit(3);
//!     }
//! }
//!
//! fn main() {
//!     check!();
//! }
//! ```
