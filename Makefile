# Lunapark: the two commands of the README, and a few more.
#   make demo    install what is missing, build, open the park in a window
#   make test    install what is missing, build, run every test (unit and end-to-end under Xvfb)
SWIFT ?= swift
SCENE ?= 1

.PHONY: demo test unit-test e2e bench docs screenshots clean

demo:
	@scripts/ensure-packages.sh demo
	$(SWIFT) build -c release --product lunapark
	.build/release/lunapark --scene $(SCENE)

test:
	@scripts/ensure-packages.sh test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	Tests/EndToEnd/run.sh .build/debug/lunapark
	Tests/EndToEnd/app-run.sh .build/debug/AnimationSequencer

unit-test:
	$(SWIFT) test

e2e:
	$(SWIFT) build --product lunapark
	$(SWIFT) build --product AnimationSequencer
	Tests/EndToEnd/run.sh .build/debug/lunapark
	Tests/EndToEnd/app-run.sh .build/debug/AnimationSequencer

bench:
	@scripts/ensure-packages.sh test
	$(SWIFT) build -c release
	.build/release/LunaparkBenchmarks

docs:
	$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation --enable-experimental-combined-documentation --output-path .build/docs --target LunaparkCore --target LunaparkGraph --target LunaparkRender --target LunaparkSDL --target Lunapark
	@echo "documentation: .build/docs (open index.html through a local web server)"

screenshots:
	$(SWIFT) build -c release --product lunapark
	scripts/make-screenshots.sh .build/release/lunapark

clean:
	rm -rf .build
