//! `skatblock-server`: the association server's command line (see the library's `cli`).

fn main() -> std::process::ExitCode {
    skatblock_server::cli::main()
}
