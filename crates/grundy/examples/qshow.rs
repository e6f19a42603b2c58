use grundy::quotient::{MisereQuotient, Presentation};
use grundy::{parse_ruleset, Work};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let r = parse_ruleset(&args[1]).unwrap();
    let n: u64 = args[2].parse().unwrap();
    let t = std::time::Instant::now();
    let q = MisereQuotient::of_ruleset(r.as_ref(), n, 1 << 32, &mut Work::unlimited()).unwrap();
    println!("order {} P {} time {:?}", q.order(), q.p_portion().len(), t.elapsed());
    let pr = q.presentation();
    println!("gens {:?}", pr.generators);
    for (m, x) in &pr.relations {
        println!("  {} = {}", Presentation::monomial(m, false), pr.element(*x, false));
    }
    let phi: Vec<String> = (0..q.heaps()).map(|h| pr.element(q.phi(h), false)).collect();
    println!("phi {}", phi.join(" "));
    let p: Vec<String> = q.p_portion().iter().map(|&x| pr.element(x, false)).collect();
    println!("P {}", p.join(", "));
    if let Some(th) = r.period_theorem() {
        println!("period {:?}", q.periodicity(th));
    }
}
