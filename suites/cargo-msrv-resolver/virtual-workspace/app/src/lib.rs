pub use tiny::VERSION;
