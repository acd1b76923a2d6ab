//! The `edrift` command line: wires the stages together.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "edrift", version, about = "Rust 2024 edition conformance and drift")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Write one snippet skeleton per Rust block of an RFC, or check coverage with --check.
    Extract {
        /// The RFC's markdown file.
        rfc: PathBuf,
        /// The suite folder.
        #[arg(long)]
        suite: PathBuf,
        /// Only check that every block is covered or skipped, with unchanged hashes.
        #[arg(long)]
        check: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> Result<ExitCode, edrift::Error> {
    match cli.command {
        Command::Extract { rfc, suite, check } => {
            if check {
                let problems = edrift::extract::check(&rfc, &suite)?;
                for p in &problems {
                    println!("{p}");
                }
                if problems.is_empty() {
                    println!("{}: every block covered or skipped", rfc.display());
                    return Ok(ExitCode::SUCCESS);
                }
                return Ok(ExitCode::FAILURE);
            }
            let report = edrift::extract::extract(&rfc, &suite)?;
            println!(
                "{} skeleton(s) written, {} block(s) already covered, {} skipped",
                report.written.len(),
                report.kept,
                report.skipped
            );
            Ok(ExitCode::SUCCESS)
        }
    }
}
