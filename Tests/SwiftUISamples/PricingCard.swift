import Foundation
import Lunapark

/// A subscription card written the way tutorials write it (only the import changed): the price
/// built from `Text + Text` (a small dollar sign, a big number, the period in grey) with one
/// weight for the whole, a rating line with an inline star symbol, and terms with an underlined,
/// coloured link-like part. A button switches between the monthly and the yearly price.

struct PricingCard: View {
    @State private var isYearly = false

    private var price: Int { isYearly ? 99 : 9 }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Pro Plan")
                .font(.headline)

            (Text("$").font(.title3)
                + Text("\(price)").font(.system(size: 44))
                + Text(isYearly ? " / year" : " / month").foregroundColor(.gray))
                .fontWeight(.bold)

            Text(Image(systemName: "star.fill")).foregroundColor(.orange)
                + Text(" 4.8").bold()
                + Text(" (2,310 reviews)").foregroundColor(.secondary)

            Text("By subscribing you agree to our ")
                + Text("Terms of Service").underline().foregroundColor(.blue)
                + Text(".")

            Button(isYearly ? "Switch to monthly" : "Switch to yearly") {
                withAnimation {
                    isYearly.toggle()
                }
            }
        }
        .padding()
    }
}
