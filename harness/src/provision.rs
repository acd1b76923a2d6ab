//! Stage `provision` (part of `lanes`): installs the lanes of `toolchains.toml` that are missing.
