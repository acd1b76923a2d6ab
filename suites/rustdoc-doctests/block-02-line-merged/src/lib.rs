//! ```
//! let location = std::panic::Location::caller();
//! if location.line() != 3 {
//!     // Exit status 3 instead of a panic: the failure output stays free of panic details.
//!     std::process::exit(3);
//! }
//! ```
