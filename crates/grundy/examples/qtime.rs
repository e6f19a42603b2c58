use grundy::quotient::MisereQuotient;
use grundy::{parse_ruleset, Work};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let r = parse_ruleset(&args[1]).unwrap();
    let n: u64 = args[2].parse().unwrap();
    let mut q = MisereQuotient::new(1 << 32);
    let mut w = Work::unlimited();
    for h in 0..=n {
        let t = std::time::Instant::now();
        let s0 = w.spent();
        if let Err(e) = q.extend(r.as_ref(), h, &mut w) {
            println!("{h}: {e}");
            break;
        }
        let el = t.elapsed();
        if el.as_millis() > 20 {
            println!("heap {h}: order {} {:?} steps {}", q.order(), el, w.spent() - s0);
        }
    }
    println!("order {} P {}", q.order(), q.p_portion().len());
}
