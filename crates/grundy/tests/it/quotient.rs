use grundy::quotient::MisereQuotient;
use grundy::{parse_ruleset, Work};

#[test]
fn experiment() {
    let list = std::env::var("QLIST").unwrap_or("kayles:200".into());
    for item in list.split(',') {
        let (code, upto) = item.split_once(':').unwrap();
        let upto: u64 = upto.parse().unwrap();
        let name = if code.starts_with('0') || code.starts_with('4') { format!("octal({code})") } else { code.to_string() };
        let ruleset = parse_ruleset(&name).unwrap();
        let start = std::time::Instant::now();
        let q = MisereQuotient::of_ruleset(ruleset.as_ref(), upto, 1 << 32, &mut Work::unlimited());
        match q {
            Ok(q) => println!("{code} to {upto}: order {} |P| {} grew {:?} in {:?}", q.order(), q.p_portion().len(), q.grew(), start.elapsed()),
            Err(e) => println!("{code}: {e} in {:?}", start.elapsed()),
        }
    }
}

#[test]
fn brute() {
    use grundy::{parse, Limits, MisereAnalysis, Outcome};
    let list = std::env::var("QBRUTE").unwrap_or("0.15:19".into());
    for item in list.split(',') {
        let (code, upto) = item.split_once(':').unwrap();
        let upto: u64 = upto.parse().unwrap();
        let name = if code.starts_with('0') || code.starts_with('4') { format!("octal({code})") } else { code.to_string() };
        let ruleset = parse_ruleset(&name).unwrap();
        let q = MisereQuotient::of_ruleset(ruleset.as_ref(), upto, 1 << 32, &mut Work::unlimited()).unwrap();
        println!("{code} to {upto}: order {} grew {:?}", q.order(), q.grew());
        let mut seed = 12345u64;
        let mut bad = 0;
        for _ in 0..3000 {
            let mut heaps = vec![];
            let count = 1 + (seed >> 33) % 4;
            for _ in 0..count {
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                heaps.push((seed >> 33) % (upto + 1));
            }
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let total: u64 = heaps.iter().sum();
            if total > 40 { continue; }
            let text = format!("{name} {}", heaps.iter().map(|h| h.to_string()).collect::<Vec<_>>().join(" "));
            let game = parse(&text).unwrap();
            let truth = MisereAnalysis::new(&game, &Limits::default()).unwrap().outcome();
            let x = q.image(&heaps.iter().map(|&h| h as usize).collect::<Vec<_>>());
            let predicted = if q.is_p(x) { Outcome::P } else { Outcome::N };
            if truth != predicted { bad += 1; if bad < 5 { println!("MISMATCH {text}: truth {truth:?}"); } }
        }
        println!("{code}: {bad} mismatches");
    }
}
