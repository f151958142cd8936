#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sowing_fuzz::checks::options(data));
