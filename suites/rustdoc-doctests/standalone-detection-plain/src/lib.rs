//! A plain doctest:
//!
//! ```
//! if std::panic::Location::caller().file() != "src/lib.rs" {
//!     // Not compiled on its own: combined into the merged doctest binary.
//!     std::process::exit(3);
//! }
//! ```
